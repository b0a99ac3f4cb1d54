// Test helper run as its own process: finalizes a cart and kills itself with SIGKILL after every
// write of the finalize transaction and before its commit.
// argv: <database url> <schema|-> <cart key> <the ms_client cookie of the browser that made the cart>

import { clientIdHash } from '../src/carts/cart-client.ts';
import { finalizeCart } from '../src/carts/commands/finalize-cart.ts';
import { connect } from '../src/db/connect.ts';

const [url, schema, cartKey, clientCookie] = process.argv.slice(2) as [string, string, string, string];
const database = connect(url, schema === '-' ? {} : { schema });
// The cart is anonymous: the browser that made it finalizes it.
await finalizeCart(
  {
    db: database.db,
    quoteSecret: 'unused',
    now: new Date(process.env.FINALIZE_NOW ?? Date.now()),
    beforeFinalizeCommit: () => {
      process.stdout.write('written, not committed\n');
      process.kill(process.pid, 'SIGKILL');
    },
  },
  { actor: undefined, clientIdHashes: [clientIdHash(`client:${clientCookie}`)] },
  cartKey,
);
