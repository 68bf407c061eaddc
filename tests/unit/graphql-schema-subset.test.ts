import { describe, expect, it } from 'vitest';
import {
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import {
  BEYOND_REFERENCE,
  REFERENCE_SCHEMA_PATH,
  loadProjectSchema,
  loadReferenceSchema,
  skipWithoutReference,
} from '../support/reference-schema';

const reference = loadReferenceSchema();
const project = loadProjectSchema();

const kind = (t: GraphQLNamedType) =>
  isObjectType(t)
    ? 'object'
    : isInterfaceType(t)
      ? 'interface'
      : isUnionType(t)
        ? 'union'
        : isEnumType(t)
          ? 'enum'
          : isInputObjectType(t)
            ? 'input'
            : isScalarType(t)
              ? 'scalar'
              : 'other';

/** Every way graphql/schema.graphql differs from being a subset of the real schema. */
function subsetViolations(): string[] {
  const problems: string[] = [];
  for (const type of Object.values(project.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if ((BEYOND_REFERENCE.types as readonly string[]).includes(type.name)) continue;
    const real = reference!.getType(type.name);
    if (!real) {
      problems.push(`type ${type.name} does not exist in the real schema`);
      continue;
    }
    if (kind(real) !== kind(type)) {
      problems.push(`${type.name} is ${kind(type)} here but ${kind(real)} in the real schema`);
      continue;
    }
    if (
      (isObjectType(type) || isInterfaceType(type)) &&
      (isObjectType(real) || isInterfaceType(real))
    ) {
      const realFields = real.getFields();
      for (const field of Object.values(type.getFields())) {
        const realField = realFields[field.name];
        if ((BEYOND_REFERENCE.fields as readonly string[]).includes(`${type.name}.${field.name}`))
          continue;
        if (!realField) {
          problems.push(`${type.name}.${field.name} does not exist in the real schema`);
          continue;
        }
        if (String(realField.type) !== String(field.type)) {
          problems.push(
            `${type.name}.${field.name} is ${String(field.type)} here but ${String(realField.type)} there`,
          );
        }
        for (const arg of field.args) {
          const realArg = realField.args.find((a) => a.name === arg.name);
          if (!realArg)
            problems.push(
              `${type.name}.${field.name}(${arg.name}) does not exist in the real schema`,
            );
          else if (String(realArg.type) !== String(arg.type)) {
            problems.push(
              `${type.name}.${field.name}(${arg.name}) is ${String(arg.type)} here but ${String(realArg.type)} there`,
            );
          }
        }
        // A required argument we leave out would make our operations invalid there.
        for (const realArg of realField.args) {
          if (
            String(realArg.type).endsWith('!') &&
            realArg.defaultValue === undefined &&
            !field.args.some((a) => a.name === realArg.name)
          ) {
            problems.push(
              `${type.name}.${field.name} lacks the real schema's required argument ${realArg.name}`,
            );
          }
        }
      }
      for (const iface of type.getInterfaces()) {
        if (!real.getInterfaces().some((i) => i.name === iface.name))
          problems.push(`${type.name} does not implement ${iface.name} there`);
      }
    }
    if (isInputObjectType(type) && isInputObjectType(real)) {
      const realFields = real.getFields();
      for (const field of Object.values(type.getFields())) {
        const realField = realFields[field.name];
        if (!realField)
          problems.push(`input ${type.name}.${field.name} does not exist in the real schema`);
        else if (String(realField.type) !== String(field.type)) {
          problems.push(
            `input ${type.name}.${field.name} is ${String(field.type)} here but ${String(realField.type)} there`,
          );
        }
      }
      for (const realField of Object.values(realFields)) {
        if (
          String(realField.type).endsWith('!') &&
          realField.defaultValue === undefined &&
          !type.getFields()[realField.name]
        ) {
          problems.push(
            `input ${type.name} lacks the real schema's required field ${realField.name}`,
          );
        }
      }
    }
    if (isEnumType(type) && isEnumType(real)) {
      for (const value of type.getValues()) {
        if (!real.getValue(value.name))
          problems.push(`enum value ${type.name}.${value.name} does not exist there`);
      }
    }
    if (isUnionType(type) && isUnionType(real)) {
      for (const member of type.getTypes()) {
        if (!real.getTypes().some((t) => t.name === member.name))
          problems.push(`${member.name} is not a member of union ${type.name} there`);
      }
    }
  }
  return problems;
}

describe('graphql/schema.graphql', () => {
  it(`is a subset of the real service's schema (${REFERENCE_SCHEMA_PATH})`, (context) => {
    skipWithoutReference(context, REFERENCE_SCHEMA_PATH);
    expect(subsetViolations()).toEqual([]);
  });

  it('declares the login mutation as the seed requires', () => {
    const login = project.getMutationType()?.getFields().login;
    expect(login?.args.map((a) => `${a.name}: ${String(a.type)}`)).toEqual(
      expect.arrayContaining(['email: String!', 'password: String!']),
    );
  });
});
