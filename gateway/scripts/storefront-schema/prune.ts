import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  printSchema,
  specifiedDirectives,
  type DefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Cuts a schema down to the whitelisted object/interface fields, keeping names, descriptions,
 * nullability, argument defaults, deprecations and the listed directives exactly as they are.
 */
export function pruneSchema(
  official: GraphQLSchema,
  whitelist: Readonly<Record<string, readonly string[]>>,
  keptDirectives: readonly string[],
): GraphQLSchema {
  const fieldsOf = new Map<string, Set<string>>(); // object/interface → kept fields
  const whole = new Set<string>(); // scalars, enums, input objects
  const unions = new Map<string, Set<string>>();
  const problems: string[] = [];
  const queue: string[] = [];

  const need = (type: GraphQLNamedType, from: string): void => {
    if (fieldsOf.has(type.name) || whole.has(type.name) || unions.has(type.name)) return;
    if (isScalarType(type) || isEnumType(type)) {
      whole.add(type.name);
    } else if (isInputObjectType(type)) {
      whole.add(type.name);
      for (const field of Object.values(type.getFields())) need(getNamedType(field.type), `${type.name}.${field.name}`);
    } else if (isUnionType(type)) {
      const members = type.getTypes().filter((m) => whitelist[m.name]);
      if (members.length === 0) problems.push(`union ${type.name} (from ${from}) has no whitelisted member`);
      unions.set(type.name, new Set(members.map((m) => m.name)));
      for (const member of members) need(member, type.name);
    } else if (!whitelist[type.name]) {
      problems.push(`${type.name} is reached from ${from} but is not whitelisted`);
    } else {
      fieldsOf.set(type.name, new Set(whitelist[type.name]));
      queue.push(type.name);
    }
  };

  const needArgsAndType = (field: GraphQLField<unknown, unknown>, owner: string): void => {
    for (const arg of field.args) need(getNamedType(arg.type), `${owner}.${field.name}(${arg.name})`);
    need(getNamedType(field.type), `${owner}.${field.name}`);
  };

  for (const root of [official.getQueryType(), official.getMutationType()]) if (root) need(root, 'schema');
  for (const name of keptDirectives) {
    const directive = official.getDirective(name);
    if (!directive) problems.push(`directive @${name} is not in the official schema`);
    for (const arg of directive?.args ?? []) need(getNamedType(arg.type), `@${name}(${arg.name})`);
  }
  // Interfaces a kept type implements: kept when whitelisted, and their fields then come along.
  while (queue.length > 0) {
    const name = queue.shift() as string;
    const type = official.getType(name);
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const kept = fieldsOf.get(name) as Set<string>;
    // Whitelisted implementations of a kept interface are answers clients can ask for with `... on`.
    if (isInterfaceType(type)) {
      for (const impl of official.getPossibleTypes(type)) if (whitelist[impl.name]) need(impl, name);
    }
    for (const iface of type.getInterfaces()) {
      if (!whitelist[iface.name]) continue;
      need(iface, name);
      for (const f of whitelist[iface.name] ?? []) kept.add(f);
    }
    const fields = type.getFields();
    for (const fieldName of kept) {
      const field = fields[fieldName];
      if (!field) problems.push(`${name}.${fieldName} is not in the official schema`);
      else needArgsAndType(field, name);
    }
  }
  for (const name of Object.keys(whitelist)) {
    if (!fieldsOf.has(name)) problems.push(`whitelisted ${name} is not reachable (or not in the official schema)`);
  }
  if (problems.length > 0) throw new Error(`cannot prune the schema:\n- ${problems.join('\n- ')}`);

  const builtIn = new Set(specifiedDirectives.map((d) => d.name));
  const document = parse(printSchema(official));
  const definitions: DefinitionNode[] = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.SCHEMA_DEFINITION) {
      definitions.push(def);
    } else if (def.kind === Kind.DIRECTIVE_DEFINITION) {
      if (keptDirectives.includes(def.name.value) && !builtIn.has(def.name.value)) definitions.push(def);
    } else if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      const kept = fieldsOf.get(def.name.value);
      if (!kept) continue;
      definitions.push({
        ...def,
        interfaces: def.interfaces?.filter((i) => fieldsOf.has(i.name.value)),
        fields: def.fields?.filter((f) => kept.has(f.name.value)),
      } as DefinitionNode);
    } else if (def.kind === Kind.UNION_TYPE_DEFINITION) {
      const members = unions.get(def.name.value);
      if (members) definitions.push({ ...def, types: def.types?.filter((t) => members.has(t.name.value)) });
    } else if ('name' in def && def.name && whole.has(def.name.value)) {
      definitions.push(def);
    }
  }
  return buildASTSchema({ ...document, definitions }, { assumeValidSDL: false });
}
