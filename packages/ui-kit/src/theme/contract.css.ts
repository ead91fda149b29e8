import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nullify<T extends object>(tree: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : nullify(value as object)]),
  ) as Contract<T>;
}

/** CSS variables for every token: components read `vars.color.brand`, never a literal. */
export const vars = createThemeContract(nullify(tokens));
