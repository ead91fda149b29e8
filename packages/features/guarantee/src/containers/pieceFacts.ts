import type { GuaranteeMaterial } from '@mall/contract';
import type { Guarantee } from '@mall/contract/guarantee';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The material as printed: 钻石（Au750）, or the material alone when it carries no mark. */
export function materialText(t: Translate, material: GuaranteeMaterial, purity: string): string {
  const name = t(`material.${material}`);
  return purity ? t('facts.materialWithPurity', { material: name, purity }) : name;
}

/** A piece's fact lines (spec §9 keys) worded: weights in grams, the rest as the server sent them. */
export function factRows(t: Translate, facts: Guarantee['facts']): { label: string; value: string }[] {
  return facts.map((fact) => ({
    label: t(`facts.${fact.key}`),
    value: fact.key === 'weight' || fact.key === 'goldWeight' ? t('facts.grams', { value: fact.value }) : fact.value,
  }));
}
