// autocannon as many signed-in customers: each request the next customer's bearer token in turn and
// the n-th JSON body. What the cart and order benchmarks (cart-load.ts, order-load.ts) drive.
import autocannon from 'autocannon';

export type SignedInLoad = {
  method: 'POST' | 'PUT';
  path: string;
  customers: { headers: Record<string, string> }[];
  /** The body of the n-th request (n from 1). */
  body: (n: number) => string | undefined;
  connections: number;
  duration: number;
};

export function signedInLoad(base: string, o: SignedInLoad) {
  let n = 0;
  return autocannon({
    url: base,
    connections: o.connections,
    duration: o.duration,
    timeout: 30,
    requests: [
      {
        method: o.method,
        path: o.path,
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: {
              ...o.customers[n % o.customers.length]!.headers,
              accept: 'application/json',
              'content-type': 'application/json',
            },
            body: o.body(n),
          };
        },
      },
    ],
  });
}
