import { getDirective } from '@graphql-tools/utils';
import {
  INPUT_LIST_MAX,
  TEXT_LIMITS,
  controlCharacter,
  textProblem,
  type TextSize,
} from '@partitura/domain';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgumentConfig,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { InputRefusal } from '../runtime/errors';

type Directable = GraphQLArgumentConfig | GraphQLInputField;

/** The size a text argument or input field declares with `@text(size: …)`; a line otherwise. */
function sizeOf(schema: GraphQLSchema, node: Directable): TextSize {
  const declared = getDirective(schema, node as never, 'text')?.[0] as
    { size: TextSize } | undefined;
  return declared?.size ?? 'line';
}

/**
 * Checks every text and list a client sent in a field's arguments, however deeply nested in input
 * objects: no text longer than its field's size (TEXT_LIMITS), none with a NUL character, no list
 * longer than INPUT_LIST_MAX. A breach throws an InputRefusal naming the dotted path.
 */
export function checkArguments(
  schema: GraphQLSchema,
  args: Record<string, GraphQLArgumentConfig>,
  values: Record<string, unknown>,
): void {
  for (const [name, arg] of Object.entries(args)) {
    checkValue(schema, arg.type, values[name], name, sizeOf(schema, arg));
  }
}

function checkValue(
  schema: GraphQLSchema,
  type: GraphQLInputType,
  value: unknown,
  path: string,
  size: TextSize,
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.length > INPUT_LIST_MAX)
      throw new InputRefusal('Input.error_list_too_long', path, { max: INPUT_LIST_MAX });
    items.forEach((item, index) =>
      checkValue(schema, nullable.ofType as GraphQLInputType, item, `${path}.${index}`, size),
    );
    return;
  }
  if (isInputObjectType(nullable)) {
    for (const field of Object.values(nullable.getFields())) {
      const fieldValue = (value as Record<string, unknown>)[field.name];
      checkValue(schema, field.type, fieldValue, `${path}.${field.name}`, sizeOf(schema, field));
    }
    return;
  }
  if (isScalarType(nullable) && typeof value === 'string') {
    const problem = textProblem(value, size);
    if (problem)
      throw new InputRefusal(problem, path, {
        max: TEXT_LIMITS[size],
        character: controlCharacter(value) ?? '',
      });
  }
}
