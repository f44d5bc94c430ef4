import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of /api/v1, described once: the API registers and validates it from this, the OpenAPI
 * document is generated from it, and the typed client calls it.
 */
export type Endpoint = {
  method: HttpMethod;
  /** Relative to /api/v1, OpenAPI style: `/categories/childes/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /**
   * Who may call: 'required' a signed-in customer; 'seller', 'admin' or 'staff' (either) a staff
   * token of that role (decision 404). A customer token never passes a staff check, nor the reverse.
   */
  auth?: 'required' | 'optional' | 'seller' | 'admin' | 'courier' | 'staff';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body travels: JSON (the default) or multipart form data (files). */
  bodyType?: 'json' | 'multipart';
  /** The 200 answer. */
  response: z.ZodType;
  /** Other answers the call documents, by status (e.g. 203 for account removal while orders run). */
  responses?: Record<number, z.ZodType>;
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
/** A multipart call's body may travel as the form data itself (files and text fields), or as its JSON. */
type BodyOf<E extends Endpoint> = E['bodyType'] extends 'multipart'
  ? InputOf<E['body']> | FormData
  : InputOf<E['body']>;
export type EndpointInput<E extends Endpoint> = {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: BodyOf<E>;
};
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** An endpoint path in a router's notation: `/items/{id}` → `/items/:id` (the one conversion). */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` placeholders of an endpoint path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
