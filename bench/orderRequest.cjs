// autocannon setupRequest for bench/orders.ts (a file, because workers cannot receive functions):
// every order creation carries its own Idempotency-Key, as every checkout page does.
module.exports = function setupRequest(request) {
  return { ...request, headers: { ...request.headers, 'idempotency-key': globalThis.crypto.randomUUID() } };
};
