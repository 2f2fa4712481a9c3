/**
 * Times every SQL statement Prisma sends, at the driver adapter: the one place every query
 * passes (models, raw queries, interactive transactions), measured as the database's answer
 * time without Prisma's own work around it. The adapter is wrapped, not changed: whatever
 * else it offers (connection info, scripts, disposal) reaches the original.
 */
import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQueryable,
  Transaction,
} from "@prisma/driver-adapter-utils";

export type QueryKind = "query" | "execute";
export type QueryObserver = (kind: QueryKind, seconds: number) => void;

type Method = (...args: unknown[]) => unknown;
/** A replacement for a method: it gets the original (bound) and the call's arguments. */
type Override = (original: Method, args: unknown[]) => unknown;

/** The factory, with every connection's and transaction's statements timed. */
export function timedQueries(
  factory: SqlDriverAdapterFactory,
  observe: QueryObserver,
): SqlDriverAdapterFactory {
  const transactions: Record<string, Override> = {
    startTransaction: async (start, args) =>
      timedQueryable((await start(...args)) as Transaction, observe, {}),
  };
  return wrap(factory, {
    connect: async (connect) =>
      timedQueryable((await connect()) as SqlDriverAdapter, observe, transactions),
  });
}

function timedQueryable<T extends SqlQueryable>(
  target: T,
  observe: QueryObserver,
  more: Record<string, Override>,
): T {
  const timed =
    (kind: QueryKind): Override =>
    async (original, args) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        observe(kind, (performance.now() - started) / 1000);
      }
    };
  return wrap(target, { queryRaw: timed("query"), executeRaw: timed("execute"), ...more });
}

/**
 * `target` with the named methods replaced; every other member is the target's own, with
 * methods bound to it (the adapters keep private fields, which a proxy as `this` cannot read).
 */
function wrap<T extends object>(target: T, overrides: Record<string, Override>): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      const original = (value as Method).bind(object);
      const override = typeof property === "string" ? overrides[property] : undefined;
      return override ? (...args: unknown[]) => override(original, args) : original;
    },
  });
}
