// Test helper run as its own process: finalizes a cart and kills itself with SIGKILL after every
// write of the finalize transaction and before its commit. argv: <database url> <schema|-> <cart key>

import { finalizeCart } from '../src/carts/commands/finalize-cart.ts';
import { connect } from '../src/db/connect.ts';

const [url, schema, cartKey] = process.argv.slice(2) as [string, string, string];
const database = connect(url, schema === '-' ? {} : { schema });
// The cart is anonymous: its key is all it takes.
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
  undefined,
  cartKey,
);
