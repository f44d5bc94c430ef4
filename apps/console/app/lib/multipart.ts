/**
 * A checked form's values as the multipart body the API reads: a file as a file, a list of files as
 * the same name repeated, anything else as text; absent values are left out.
 */
export function multipartBody(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const file of value) body.append(name, file instanceof File ? file : String(file));
    else body.set(name, value instanceof File ? value : String(value));
  }
  return body;
}
