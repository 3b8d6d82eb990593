import {
  isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, parse, validate,
  type GraphQLArgument, type GraphQLField, type GraphQLInputField,
} from 'graphql';
import { ALL_DOCUMENTS } from '@tjb/storefront/documents';
import { HYDROGEN_DOCUMENTS } from '../hydrogen-documents';
import { loadStorefrontSchema } from './load-schema';
import { loadOfficialSchema } from './official';

const ours = loadStorefrontSchema();
const official = loadOfficialSchema();

const describeArg = (a: GraphQLArgument | GraphQLInputField) =>
  `${a.name}: ${String(a.type)}${a.defaultValue === undefined ? '' : ` = ${JSON.stringify(a.defaultValue)}`}${a.deprecationReason ? ` @deprecated(${a.deprecationReason})` : ''}`;
const describeField = (f: GraphQLField<unknown, unknown>) =>
  `${f.name}(${f.args.map(describeArg).join(', ')}): ${String(f.type)}${f.deprecationReason ? ` @deprecated(${f.deprecationReason})` : ''}`;

describe('embedded Storefront schema against the official 2025-01 schema', () => {
  const ourTypes = Object.values(ours.getTypeMap()).filter((t) => !t.name.startsWith('__'));

  it('when compared type by type, then every type of ours exists with the same kind', () => {
    for (const type of ourTypes) {
      const theirs = official.getType(type.name);
      expect({ name: type.name, kind: theirs?.constructor.name }).toEqual({ name: type.name, kind: type.constructor.name });
    }
    expect(ours.getQueryType()?.name).toBe(official.getQueryType()?.name);
    expect(ours.getMutationType()?.name).toBe(official.getMutationType()?.name);
  });

  it('when compared field by field, then names, types, nullability, arguments, defaults and deprecations match', () => {
    for (const type of ourTypes) {
      const theirs = official.getType(type.name);
      if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
        const theirFields = theirs.getFields();
        for (const field of Object.values(type.getFields())) {
          const other = theirFields[field.name];
          expect(`${type.name}.${other ? describeField(other) : 'MISSING'}`).toBe(`${type.name}.${describeField(field)}`);
        }
        const theirInterfaces = theirs.getInterfaces().map((i) => i.name);
        for (const iface of type.getInterfaces()) expect(theirInterfaces).toContain(iface.name);
      }
    }
  });

  it('when compared, then enums and input types are complete and identical', () => {
    for (const type of ourTypes) {
      const theirs = official.getType(type.name);
      if (isEnumType(type) && isEnumType(theirs)) {
        const values = (t: typeof type) => t.getValues().map((v) => `${v.name}${v.deprecationReason ? ' (deprecated)' : ''}`);
        expect(values(type)).toEqual(values(theirs));
      }
      if (isInputObjectType(type) && isInputObjectType(theirs)) {
        expect(Object.values(type.getFields()).map(describeArg)).toEqual(Object.values(theirs.getFields()).map(describeArg));
      }
      if (isUnionType(type) && isUnionType(theirs)) {
        const members = theirs.getTypes().map((t) => t.name);
        for (const member of type.getTypes()) expect(members).toContain(member.name);
      }
    }
  });

  it('when compared, then the directives clients send (@inContext, @defer) have the same arguments', () => {
    for (const name of ['inContext', 'defer']) {
      const describe = (schema: typeof ours) => {
        const d = schema.getDirective(name);
        return d && { args: d.args.map(describeArg), locations: [...d.locations].sort() };
      };
      expect(describe(ours)).toEqual(describe(official));
    }
  });
});

describe('GraphQL documents the shop sends', () => {
  const documents: Array<[string, string]> = [
    ...Object.entries(ALL_DOCUMENTS),
    ...HYDROGEN_DOCUMENTS.map((doc, i): [string, string] => [`hydrogen #${i + 1}`, doc]),
  ];

  it.each(documents)('when %s is validated, then both the official and our schema accept it', (_name, doc) => {
    const parsed = parse(doc);
    expect(validate(official, parsed).map((e) => e.message)).toEqual([]);
    expect(validate(ours, parsed).map((e) => e.message)).toEqual([]);
  });
});
