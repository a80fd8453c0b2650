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

/** How a text is checked: its size, and whether its control characters are refused. */
type TextRule = { size: TextSize; controls: 'refused' | 'cleaned' };

/**
 * The rule a text argument or input field declares: its size with `@text(size: …)` (a line
 * otherwise); control characters refused unless `@controlsCleaned` (a file's name).
 */
function ruleOf(schema: GraphQLSchema, node: Directable): TextRule {
  const declared = getDirective(schema, node as never, 'text')?.[0] as
    { size: TextSize } | undefined;
  const cleaned = getDirective(schema, node as never, 'controlsCleaned') !== undefined;
  return { size: declared?.size ?? 'line', controls: cleaned ? 'cleaned' : 'refused' };
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
    checkValue(schema, arg.type, values[name], name, ruleOf(schema, arg));
  }
}

function checkValue(
  schema: GraphQLSchema,
  type: GraphQLInputType,
  value: unknown,
  path: string,
  rule: TextRule,
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.length > INPUT_LIST_MAX)
      throw new InputRefusal('Input.error_list_too_long', path, { max: INPUT_LIST_MAX });
    items.forEach((item, index) =>
      checkValue(schema, nullable.ofType as GraphQLInputType, item, `${path}.${index}`, rule),
    );
    return;
  }
  if (isInputObjectType(nullable)) {
    for (const field of Object.values(nullable.getFields())) {
      const fieldValue = (value as Record<string, unknown>)[field.name];
      checkValue(schema, field.type, fieldValue, `${path}.${field.name}`, ruleOf(schema, field));
    }
    return;
  }
  if (isScalarType(nullable) && typeof value === 'string') {
    const problem = textProblem(value, rule.size, rule.controls === 'refused');
    if (problem)
      throw new InputRefusal(problem, path, {
        max: TEXT_LIMITS[rule.size],
        character: controlCharacter(value) ?? '',
      });
  }
}
