// The filter panel and toolbar of the sourcing lists (docs/product.md#list-filter-panel-and-toolbar,
// #states-and-transitions, #validation-rules): the price range by its fields and by its slider, the publish-time range (an end before
// the start is shown as an error while the list is still asked for), the attributes of a leaf
// category (cleared when the category changes), the use area, 'only unexpired', and 'reset'.
// Every change shows as a chip and in the URL, and narrows the list the toolbar counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hydrated, usePages } from './browser.ts';
import {
  beijingDate,
  cardFacts,
  chipKeys,
  chipText,
  chooseLanguage,
  listCards,
  openList,
  pathAndQuery,
  pickDate,
  press,
  queryOf,
  soon,
  topCategory,
  totalOf,
  waitForChip,
  waitForNoChip,
} from './list-pages.ts';

const { open } = usePages();

const INQUIRIES = '/purchaseInquiry?priceTypeList=1';
const DAY = 86_400_000;

/** Types a range into the price fields and presses OK; an empty field is that end of the slider. */
async function applyPrice(page: Page, min: string, max: string): Promise<void> {
  await (await hydrated(page.getByTestId('filter-price-min'))).fill(min);
  await page.getByTestId('filter-price-max').fill(max);
  await page.getByTestId('filter-price-apply').click();
}

/** "¥1,234.00" → 1234. */
const yuan = (text: string) => Number(text.replace(/[¥,]/g, ''));

test('a price range typed into the fields narrows the list; the ends are put in order and an empty end is open', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);

  await applyPrice(page, '100000', '1000000');
  await waitForChip(page, 'price', '价格：¥100,000.00 - ¥1,000,000.00');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&min=100000&max=1000000');
  const between = await totalOf(page);
  assert.ok(between > 0 && between < everything, `${between} of ${everything} cost between 100,000 and 1,000,000`);
  assert.equal(await page.getByTestId('filter-price-text').innerText(), '¥100,000.00 - ¥1,000,000.00');

  // The upper end typed first: the range is the same once applied.
  await applyPrice(page, '2000000', '200000');
  await waitForChip(page, 'price', '价格：¥200,000.00 - ¥2,000,000.00');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&min=200000&max=2000000');

  // No upper end: everything from the lower one up, which includes the first range.
  await applyPrice(page, '100000', '');
  await waitForChip(page, 'price', '价格：¥100,000.00以上');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&min=100000');
  const above = await totalOf(page);
  assert.ok(above >= between && above < everything, `${above} from 100,000 up, ${between} of them up to 1,000,000`);

  // A lower end past the top of the slider stops at the top, and the text drops the upper bound.
  const top = Number(await page.getByTestId('filter-price-slider').getAttribute('data-max'));
  await page.getByTestId('filter-price-min').fill('999999999999');
  assert.equal(yuan((await page.getByTestId('filter-price-text').innerText()).replace('以上', '')), top);
  assert.match(await page.getByTestId('filter-price-text').innerText(), /^¥[\d,]+\.00以上$/);

  await press(page.getByTestId('filter-chip-remove-price'));
  await waitForNoChip(page, 'price');
  assert.equal(pathAndQuery(page), INQUIRIES);
  assert.equal(await totalOf(page), everything);
  assert.equal(await page.getByTestId('filter-price-min').inputValue(), '0', 'the fields start again from the ends');
});

test("dragging the price slider's upper thumb to the middle lists what costs up to that amount", async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);
  const slider = page.getByTestId('filter-price-slider');
  const top = Number(await slider.getAttribute('data-max'));
  assert.ok(top > 900, `the slider is topped by the highest price, not the default 900: ${top}`);
  const upper = slider.getByRole('slider').nth(1);
  await hydrated(upper);
  assert.equal(Number(await upper.getAttribute('aria-valuenow')), top);

  const track = (await slider.boundingBox())!;
  const thumb = (await upper.boundingBox())!;
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width / 2, thumb.y + thumb.height / 2, { steps: 8 });
  await page.mouse.up();

  await soon(async () => assert.match((await chipText(page, 'price')) ?? '', /^价格：¥[\d,]+\.00以下$/));
  const chosen = yuan((await chipText(page, 'price'))!.replace('价格：', '').replace('以下', ''));
  assert.ok(chosen > top * 0.3 && chosen < top * 0.7, `about the middle: ${chosen} of ${top}`);
  assert.equal(queryOf(page).get('max'), String(chosen));
  assert.equal(queryOf(page).get('min'), null, 'the lower thumb stayed at 0: no lower bound');
  assert.equal(Number(await upper.getAttribute('aria-valuenow')), chosen);
  assert.equal(await page.getByTestId('filter-price-max').inputValue(), String(chosen));
  const upTo = await totalOf(page);
  assert.ok(upTo > 0 && upTo < everything, `${upTo} of ${everything} cost up to ${chosen}`);
});

test('a publish-time range narrows the list; an end before the start is shown as an error and the list is still asked for', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);
  const start = beijingDate(Date.now() - 7 * DAY);
  const dayBefore = beijingDate(Date.now() - 8 * DAY);

  await pickDate(page, 'filter-start-time', start);
  await waitForChip(page, 'time', `发布时间：${start}以上`);
  assert.equal(queryOf(page).get('startTime'), start);
  const since = await totalOf(page);
  assert.ok(since > 0 && since < everything, `${since} of ${everything} published since ${start}`);
  assert.equal(await page.getByTestId('filter-time-error').count(), 0);
  // Newest first (the default order), the first card was published on or after the start.
  const [number] = await cardFacts(page, '编号：');
  const published = /^XJ(\d{4})(\d{2})(\d{2})/.exec(number ?? '')!;
  assert.ok(`${published[1]}-${published[2]}-${published[3]}` >= start, `${number} is not before ${start}`);

  await pickDate(page, 'filter-end-time', dayBefore);
  await waitForChip(page, 'time', `发布时间：${start} - ${dayBefore}`);
  assert.equal(pathAndQuery(page), `/purchaseInquiry?priceTypeList=1&startTime=${start}&endTime=${dayBefore}`);
  assert.equal(await page.getByTestId('filter-time-error').innerText(), '结束时间不能早于开始时间');
  assert.equal(await totalOf(page), 0, 'the list was asked for and has nothing in an empty range');
  assert.equal(await page.getByTestId('list-empty').innerText(), '暂无数据');
  // The range is in the URL: in English the same page says docs/product/rules.md#validation-rules's words.
  await chooseLanguage(page, 'en-US');
  assert.equal(await page.getByTestId('filter-time-error').innerText(), 'The end time cannot be earlier than the start time');
  assert.equal(await chipText(page, 'time'), `Published: ${start} – ${dayBefore}`);
  // The fields show the dates as YYYY-MM-DD in English too (docs/product/constants.md#formats-and-currency).
  assert.equal(await page.getByTestId('filter-start-time').innerText(), start);
  assert.equal(await page.getByTestId('filter-end-time').innerText(), dayBefore);

  // Without the start: everything up to the day before it, which with the first range is the whole list.
  await press(page.getByRole('button', { name: 'Clear the start date' }));
  await waitForChip(page, 'time', `Published: up to ${dayBefore}`);
  assert.equal(pathAndQuery(page), `/purchaseInquiry?priceTypeList=1&endTime=${dayBefore}`);
  assert.equal(await page.getByTestId('filter-time-error').count(), 0);
  const before = await totalOf(page);
  // 'up to 23:59:59' and 'from 00:00:00' leave out the last second of the day: allow one item there.
  assert.ok(since + before <= everything && since + before >= everything - 1, `${since} + ${before} ≈ ${everything}`);
});

test('a leaf category offers its attributes; ticking values narrows the list, and another category clears them', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const { link } = await topCategory(page, '五金工具');
  await press(link);
  await waitForChip(page, 'category', '品类：五金工具');
  assert.equal(await page.getByTestId('filter-attributes').count(), 0, 'a top category has no attributes');
  const { link: leaf, id: leafId } = await topCategory(page, '量具');
  await press(leaf);
  await waitForChip(page, 'category', '品类：量具');
  const inLeaf = await totalOf(page);

  const material = page.getByRole('group', { name: '材质' });
  await material.waitFor();
  assert.deepEqual(await material.locator('label').allInnerTexts(), ['碳钢', '不锈钢', '铬钒钢']);
  assert.deepEqual(
    await page
      .getByTestId('filter-attributes')
      .getByRole('group')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label'))),
    ['材质', '规格', '产地'],
  );
  const attributeId = Number(((await material.getAttribute('data-testid')) ?? '').replace('filter-attribute-', ''));
  const values = material.locator('input[type="checkbox"]');
  const valueIds = await values.evaluateAll((inputs) => inputs.map((input) => Number((input.getAttribute('data-testid') ?? '').split('-').pop())));

  // In the demo data some gauges have no chrome-vanadium material, and more have carbon steel.
  await press(values.nth(2));
  await waitForChip(page, `attr-${attributeId}-${valueIds[2]}`, '材质：铬钒钢');
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${leafId}?priceTypeList=1&attr=${attributeId}-${valueIds[2]}`);
  const chromeVanadium = await totalOf(page);
  assert.ok(chromeVanadium > 0 && chromeVanadium < inLeaf, `${chromeVanadium} of ${inLeaf} gauges have a chrome-vanadium material`);
  assert.equal(await values.nth(2).isChecked(), true);

  // A second value of the same attribute widens the choice again: either one will do.
  await press(values.nth(0));
  await waitForChip(page, `attr-${attributeId}-${valueIds[0]}`, '材质：碳钢');
  assert.equal(queryOf(page).get('attr'), `${attributeId}-${valueIds[2]},${valueIds[0]}`);
  const either = await totalOf(page);
  assert.ok(either > chromeVanadium && either <= inLeaf, `${chromeVanadium} < ${either} ≤ ${inLeaf}`);

  const { link: other, id: otherId } = await topCategory(page, '电动工具');
  await press(other);
  await waitForChip(page, 'category', '品类：电动工具');
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${otherId}?priceTypeList=1`, 'the attributes of 量具 are gone');
  assert.deepEqual(await chipKeys(page), ['category', 'priceType']);
  assert.equal(await page.getByRole('group', { name: '材质' }).locator('input:checked').count(), 0);
});

test('a use area narrows the list to a province, then a city of it', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);
  const province = page.getByTestId('filter-province');
  const city = page.getByTestId('filter-city');
  await hydrated(province);
  assert.equal(await city.isDisabled(), true, 'no city before a province');

  await province.selectOption({ label: '江苏省' });
  await waitForChip(page, 'area', '区域：江苏省');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&provinceCode=320000');
  const inProvince = await totalOf(page);
  assert.ok(inProvince > 0 && inProvince < everything, `${inProvince} of ${everything} deliver in 江苏省`);

  await soon(async () => assert.equal(await city.isDisabled(), false));
  await city.selectOption({ label: '南京市' });
  await waitForChip(page, 'area', '区域：江苏省 南京市');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&provinceCode=320000&cityCode=320100');
  const inCity = await totalOf(page);
  assert.ok(inCity > 0 && inCity < inProvince, `${inCity} of ${inProvince} deliver in 南京市 (or anywhere)`);
});

test('"only unexpired" hides the closed items, and "reset" clears every filter at once', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);
  const unexpired = page.getByTestId('filter-unexpired');
  await press(unexpired);
  await waitForChip(page, 'unexpired', '只看未截止');
  assert.equal(queryOf(page).get('Unexpired'), '1');
  assert.equal(await unexpired.isChecked(), true);
  const open_ = await totalOf(page);
  assert.ok(open_ > 0 && open_ < everything, `${open_} of ${everything} are still open`);
  const remaining = await listCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('footer')?.textContent ?? ''));
  for (const footer of remaining) assert.match(footer, /剩余不足\d+天/);

  const { link } = await topCategory(page, '劳保用品');
  await press(link);
  await waitForChip(page, 'category', '品类：劳保用品');
  assert.deepEqual(await chipKeys(page), ['category', 'priceType', 'unexpired']);

  await press(page.getByTestId('filter-reset'));
  await soon(async () => assert.equal(await page.getByTestId('filter-chips-none').count(), 1));
  assert.equal(await page.getByTestId('filter-chips-none').innerText(), '暂未选择');
  assert.equal(pathAndQuery(page), '/purchaseInquiry');
  assert.equal(await totalOf(page), everything);
  assert.equal(await unexpired.isChecked(), false);
});
