import { expect, type Page } from '@playwright/test';

/**
 * The elements that stick out of the viewport sideways, where nothing scrolls or clips them
 * (a board's columns scrolling inside the board are fine; a page that scrolls sideways is
 * not), each named by its tag, test id or class and text; and whether the page itself scrolls.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const isClipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const id = element.getAttribute('data-testid') ?? element.getAttribute('class') ?? '';
      const text = element.textContent.trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} ${id}> "${text}"`;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways');
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const isOut = box.right > width + 1 || box.left < -1;
      if (isOut && !isClipped(element))
        found.push(`${name(element)} spans ${box.left}–${box.right}`);
    }
    return found.slice(0, 12);
  });
}

/** Fails, naming them, when any element sticks out of the viewport sideways. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowingElements(page), `overflow in ${where}`).toEqual([]);
}
