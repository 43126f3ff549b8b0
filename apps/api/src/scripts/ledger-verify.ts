import { connect } from '../db/connect';
import { verifyLedger } from '../modules/wallet/ledger';
import { parseEnvOrExit } from '../plugins/env';

/**
 * `npm run ledger:verify` (product.md "Money"): every transaction sums to zero per currency, every
 * stored balance equals the sum of its entries, no member balance is below zero. Reads the
 * database of DATABASE_URL (as the server would); exits 1 with the problems listed when any exist.
 */
async function main() {
  const env = parseEnvOrExit();
  const db = connect({ url: env.DATABASE_URL });
  try {
    const { problems, transactions, accounts } = await verifyLedger(db).catch((error: unknown) => {
      console.error(`ledger:verify could not read the ledger of ${db.dialect} (has the server run its migrations?): ${String(error)}`);
      process.exit(1);
    });
    if (problems.length === 0) {
      console.log(`ledger clean: ${transactions} transactions, ${accounts} accounts (${db.dialect})`);
      return;
    }
    console.error(`ledger NOT clean: ${problems.length} problem(s) in ${transactions} transactions, ${accounts} accounts`);
    for (const problem of problems) console.error(JSON.stringify(problem));
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
