/**
 * Fair shares of the hint worker. A process has one hint thread for every game it serves; the
 * quotas (admission.ts) bound how many hints an address asks for in a minute, but not how many
 * it keeps waiting at once, so one client firing its whole burst could fill the worker's queue
 * and leave everyone else at "Hints are busy". Each address may have this many hints waiting
 * or running in this process; the rest of its requests are refused until one is answered, and
 * the queue interleaves the addresses.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import { GameError } from "../games/errors";

/** A player's own tabs rarely ask two at once; three leaves room for a household on one address. */
export const HINTS_IN_FLIGHT_PER_ADDRESS = 3;

export class HintsInFlight {
  private readonly running = new Map<string, number>();

  constructor(private readonly max = HINTS_IN_FLIGHT_PER_ADDRESS) {}

  /** Runs `work` for `address` if it has room, else refuses with a limit error at once. */
  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    const now = this.running.get(address) ?? 0;
    if (now >= this.max) {
      throw new GameError(
        ERROR_CODES.limit,
        "Your other hints are still being worked out: wait for them.",
      );
    }
    this.running.set(address, now + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(address) ?? 1) - 1;
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    }
  }
}
