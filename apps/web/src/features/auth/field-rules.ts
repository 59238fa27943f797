type SafeParseResult =
  | { success: true }
  | { success: false; error: { issues: readonly { message: string }[] } };

/** Something with zod's `safeParse`, so the domain's schemas can check one field of a form. */
interface FieldSchema {
  safeParse(value: unknown): SafeParseResult;
}

/** A react-hook-form `validate` rule that answers the schema's first message. */
export function bySchema(schema: FieldSchema) {
  return (value: unknown): true | string => {
    const result = schema.safeParse(value);
    if (result.success) return true;
    return result.error.issues[0]?.message ?? 'This value is not valid.';
  };
}
