// The JSON names connect writes for a record of enum values, looked up once: the rendered answers
// (rendered-json-answer.ts) map each row's stored name to the API enum's JSON name.
import { enumToJson, type DescEnum, type EnumJsonType, type EnumShape } from "@bufbuild/protobuf";

export function enumJsonNames<Desc extends DescEnum, K extends string>(schema: Desc, values: Record<K, EnumShape<Desc>>): Record<K, EnumJsonType<Desc>> {
  return Object.fromEntries(Object.entries<EnumShape<Desc>>(values).map(([key, value]) => [key, enumToJson(schema, value)])) as Record<K, EnumJsonType<Desc>>;
}
