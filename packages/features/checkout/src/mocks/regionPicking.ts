import { expect, screen, waitFor, type within } from 'storybook/test';

type Scope = ReturnType<typeof within>;
type Clicker = { click: (element: Element) => Promise<void> };

/**
 * Chooses province, city and district in an open address form's selects (stories), waiting for the
 * region tree to arrive first. A municipality's city is chosen with it; choosing it again is harmless.
 */
export async function pickRegion(scope: Scope, userEvent: Clicker, names: readonly [string, string, string]) {
  const [province, city, district] = names;
  for (const [label, option] of [
    [/省份/, province],
    [/城市/, city],
    [/区\/县/, district],
  ] as const) {
    const trigger = scope.getByRole('button', { name: label });
    await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: option }));
    await waitFor(() => expect(trigger).toHaveTextContent(option));
  }
}
