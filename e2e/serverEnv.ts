/**
 * The e2e server's text-message cooldown: 3 s instead of spec §9's 60 s (production always keeps
 * 60 s), so journeys that send several codes to one phone stay short. The API tests hold the 60 s
 * rule with a fake clock.
 */
export const smsCooldownSeconds = 3;
