import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Every field name selected anywhere below the resolved field (through fragments too), so that
 * a list loads only the children the client asks for. Over-inclusive by design: a name selected
 * at any depth counts, which can only load more, never too little.
 */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        visit(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        // Validation has refused fragment cycles before any resolver runs.
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
