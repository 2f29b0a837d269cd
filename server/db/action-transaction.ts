import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { getDb, type Database } from './client';

// The transaction of a user's action (a booking, a cancel, an offer, ...). A request sent with an
// Idempotency-Key runs its action inside the transaction that also records the key and the answer
// (server/http/idempotency.ts): the action's own transaction then becomes a savepoint of that one, so the action
// and its stored answer commit together or not at all. Without a key it is an ordinary transaction.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const requestTransaction = new AsyncLocalStorage<Transaction>();

/** Runs `action` with `tx` as the transaction every actionTransaction inside it joins. */
export function joiningTransaction<T>(tx: Transaction, action: () => Promise<T>): Promise<T> {
  return requestTransaction.run(tx, action);
}

/** The action's transaction: a savepoint of the request's transaction when there is one, else a new one. */
export function actionTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const outer = requestTransaction.getStore();
  return outer ? outer.transaction(work) : getDb().transaction(work);
}

/** Where a single-statement action writes: the request's transaction when there is one, else the pool. */
export function actionExecutor(): Database | Transaction {
  return requestTransaction.getStore() ?? getDb();
}
