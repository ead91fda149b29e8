/**
 * The e2e server's text-message cooldown: 3 s instead of spec §9's 60 s (production always keeps
 * 60 s), so journeys that send several codes to one phone stay short. The API tests hold the 60 s
 * rule with a fake clock.
 */
export const smsCooldownSeconds = 3;

/**
 * The e2e server ships a paid order half a minute after payment (FULFIL_AFTER_SECONDS 30, a sweep every
 * second: long enough for the refund journey to apply before shipment, short enough for the shipping
 * journey to wait for) and runs the simulated carrier an hour a second (CARRIER_SIM_SPEED 3600), so a
 * parcel is collected and on its way within seconds of leaving. The API tests hold the real timings
 * with a fake clock.
 */
export const fulfilAfterSeconds = 30;
export const fulfilmentEnv = {
  FULFIL_AFTER_SECONDS: String(fulfilAfterSeconds),
  FULFIL_SWEEP_SECONDS: '1',
  CARRIER_SIM_SPEED: '3600',
};
