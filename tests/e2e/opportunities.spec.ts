// Journey (issue 14 points 4-5): the firm's head adds an opportunity, moves it through the board
// with the mouse (drag and drop) and with the keyboard (arrow key, then the move button), wins it –
// the conflict check runs and a client contact and a numbered matter are created in one step – and
// sees the new client on the CRM overview.
import { expect, expectNoSeriousA11yViolations, screenshot, test, demo } from './fixtures';
import { signInViaApi } from './shell-helpers';

for (const width of [1440, 375]) {
  test(`an opportunity moves through the board by mouse and keyboard and is won (${width} px)`, async ({ page, baseURL }) => {
    test.slow();
    const tag = `${width}-${Date.now().toString(36)}`;
    const title = `Cégátalakítás ${tag}`;
    const prospect = `Átalakuló ${tag} Kft.`;
    const shot = (name: string) => screenshot(page, `opportunities-${name}-${width > 400 ? 'desktop' : 'mobile'}`);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'Lehetőségek' })).toBeVisible();
    // The seeded pipeline.
    await expect(page.getByTestId('card-Franchise-szerződés előkészítése')).toBeVisible();

    await page.getByRole('button', { name: 'Új lehetőség' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új lehetőség' });
    await dialog.getByLabel('Megnevezés').fill(title);
    await dialog.getByLabel('Leendő ügyfél neve').fill(prospect);
    await dialog.getByLabel('Becsült érték (Ft)').fill('1800000');
    await dialog.getByLabel('Valószínűség (%)').fill('40');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId(`card-${title}`);
    const stage = (name: string) => page.getByTestId(`stage-${name}`);
    await expect(stage('Érdeklődő').getByTestId(`card-${title}`)).toBeVisible();

    // Mouse: drag the card onto the next column. On a phone the columns scroll sideways and there is
    // no mouse: a tap on the card's move button does it.
    if (width > 400) await card.dragTo(stage('Első egyeztetés'));
    else await card.getByRole('button', { name: `„${title}” áthelyezése a következő szakaszba` }).click();
    await expect(stage('Első egyeztetés').getByTestId(`card-${title}`)).toBeVisible();
    await expect(page.getByTestId('board-announcement')).toHaveText(`„${title}” áthelyezve: Első egyeztetés, 2. hely.`);

    // Keyboard: focus the card, Right arrow moves it to the next stage; focus follows it.
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await expect(stage('Ajánlat kiküldve').getByTestId(`card-${title}`)).toBeVisible();
    await expect(page.getByTestId('board-announcement')).toHaveText(`„${title}” áthelyezve: Ajánlat kiküldve, 3. hely.`);
    await expect(card).toBeFocused();
    // Up arrow: one place higher in its column.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('board-announcement')).toHaveText(`„${title}” áthelyezve: Ajánlat kiküldve, 2. hely.`);
    // The move button, reached with Tab and pressed with Enter.
    await card.getByRole('button', { name: `„${title}” áthelyezése a következő szakaszba` }).focus();
    await page.keyboard.press('Enter');
    await expect(stage('Tárgyalás').getByTestId(`card-${title}`)).toBeVisible();
    // The order is stored: after a reload it is where it was left.
    await page.reload();
    await expect(stage('Tárgyalás').getByTestId(`card-${title}`)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await shot('board');

    // Megnyerés: the conflict check on the prospect's name, then client + matter in one step.
    await card.getByRole('button', { name: `„${title}” megnyerése` }).click();
    const win = page.getByRole('dialog', { name: 'Megnyerés: ügyfél és ügy egy lépésben' });
    await expect(win.getByText(`Ügyfél: ${prospect}`)).toBeVisible();
    await win.getByLabel('Jogterület').selectOption({ label: 'Társasági jog' });
    await win.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }).click();
    await expect(win.getByText('A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('win');
    await win.getByRole('button', { name: 'Megnyerés és ügy megnyitása' }).click();
    await expect(win.getByRole('status')).toContainText(/Megnyerve: az ügy száma \d{4}\/\d{4}\./);
    await win.getByRole('link', { name: 'Ügy megnyitása' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${prospect} – ${title}`);
    await expect(page.getByText(prospect).first()).toBeVisible();

    // The CRM overview: the pipeline chart's figures and the new client of this month.
    await page.goto('/app/crm');
    await expect(page.getByRole('heading', { level: 1, name: 'CRM áttekintés' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Tölcsér értéke szakaszonként' })).toContainText('Tárgyalás');
    await expect(page.getByRole('region', { name: /Új ügyfelek ebben a hónapban/ })).toContainText(prospect);
    // Overdue tasks are a list of their own (decision 0492), apart from the coming week's.
    await expect(page.getByRole('region', { name: 'Lejárt feladatok' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Esedékes feladatok (7 napon belül)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('crm');

    // The table view is kept in the address: a reload and the back button keep the choice.
    await page.goto('/app/opportunities');
    await page.getByRole('radio', { name: 'Táblázat' }).check();
    await expect(page).toHaveURL(/\/app\/opportunities\?view=table$/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Táblázat' })).toBeChecked();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Tábla (kanban)' })).toBeChecked();
  });
}
