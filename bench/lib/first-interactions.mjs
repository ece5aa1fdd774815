// The two first interactions of issue 25 point 7, shared by the INP benchmark (bench/inp.mjs) and
// the profile of where their time goes (bench/profile-interaction.mjs): where, what to click, and
// the effect that shows the click worked (a lost click is an error, not a fast interaction).

export const FIRST_INTERACTIONS = [
  {
    key: 'city',
    name: 'Open the city modal on /',
    route: '/',
    target: (page) => page.getByRole('banner').getByRole('button', { name: /Select City/ }),
    effect: (page) => page.getByRole('dialog', { name: 'Select your City' }).waitFor({ state: 'visible', timeout: 30_000 }),
  },
  {
    key: 'brand',
    name: 'Tick a brand on /buy-car',
    route: '/buy-car',
    target: (page) =>
      page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brands' }).getByRole('checkbox').first(),
    effect: async (page) => {
      await page.waitForURL(/[?&]brand=/, { timeout: 30_000 });
    },
  },
];

/** Resolves once React has hydrated (or rendered) the element: it carries React's `__reactProps$`. */
export async function waitForReact(locator) {
  await locator.waitFor({ state: 'visible', timeout: 90_000 });
  const handle = await locator.elementHandle();
  await handle.evaluate(
    (element) =>
      new Promise((resolve) => {
        const check = () => (Object.keys(element).some((key) => key.startsWith('__reactProps$')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}
