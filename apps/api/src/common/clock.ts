import { Injectable } from '@nestjs/common';

/**
 * The wall clock, as a provider: code whose answer depends on the time (a token's expiry) reads
 * it here, so a test can move time forward instead of sleeping through it.
 */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
