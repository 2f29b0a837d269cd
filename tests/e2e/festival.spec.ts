// The festival campaign at a phone viewport: Get Started, an owner with two interests, the phone,
// the WhatsApp code from the outbox, the success toast, the drawer closed, and the lead in the operator export.
import { expect, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { exportLeads, FestivalPage, liveCampaign, whatsappCode } from './pages/festival-page';

test('an owner joins the festival campaign with a WhatsApp code, pasting the number as people do', async ({ page, outbox }) => {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const slug = await liveCampaign();
  const festival = new FestivalPage(page);
  await festival.open(slug);
  await expect(page).toHaveTitle(/Ganesh Chaturthi/);
  await expect(page.getByText(/We manage 200\+ homes in/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Embassy Royal Pavilion' })).toHaveAttribute('href', '/society/Embassy-Royal-Pavilion');

  await festival.getStarted();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveCount(0);
  await festival.chooseRole('Property Owner');
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveCount(0);
  await festival.tickInterest('Rent out my property');
  await festival.tickInterest('Get my property managed');

  // '+91 98450 12345' pasted whole: the prefix and spaces go, nothing is cut.
  await festival.sendOtp(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(festival.drawer.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expect(toast(page, 'OTP Sent')).toContainText(`OTP sent to +91 ${phone} via WhatsApp`);
  const code = await whatsappCode(outbox, phone);

  // A 7th digit is ignored, not put in place of the 6th.
  const otp = festival.drawer.getByRole('textbox', { name: '6-digit OTP' });
  await otp.pressSequentially(`${code}${code[5] === '1' ? '2' : '1'}`);
  await expect(otp).toHaveValue(code);
  await festival.drawer.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Welcome!')).toContainText('Thanks for joining us this Ganesh Chaturthi!');
  // The drawer says what happens next (not only a toast that is gone in four seconds).
  await expect(festival.drawer.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(festival.drawer.getByTestId('lead-done')).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await festival.drawer.getByRole('button', { name: 'Done' }).click();
  await expect(festival.drawer).toHaveCount(0);
  // A finished lead: the next opening starts over (no role chosen, so no number field yet).
  await festival.getStarted();
  await expect(festival.drawer.getByRole('radio', { name: /Property Owner/ })).not.toBeChecked();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveCount(0);

  const csv = await exportLeads(['--campaign', slug]);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('campaign,phone,role,owner_interests,verified_at_ist,first_joined_at_ist');
  const row = lines.find((line) => line.includes(`,${phone},`));
  expect(row).toMatch(new RegExp(`^${slug},${phone},Property Owner,Rent out my property; Get my property managed,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} IST,`));
});

test('a wrong code is refused and the drawer stays open; Back returns to the phone', async ({ page, outbox }) => {
  const phone = `8${String(Date.now()).slice(-9)}`;
  const festival = new FestivalPage(page);
  await festival.open(await liveCampaign());
  await festival.getStarted();
  await festival.chooseRole('Tenant');
  await festival.sendOtp(phone);
  const code = await whatsappCode(outbox, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await festival.verify(wrong);
  await expect(toast(page, 'Verification Failed')).toContainText('The OTP is incorrect or has expired.');
  await expect(festival.drawer.getByRole('textbox', { name: '6-digit OTP' })).toHaveValue('');
  await festival.drawer.getByRole('button', { name: 'Back' }).click();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveValue(phone);
});

test('out of season: the ended festival says so, greets nobody and takes no lead', async ({ page }) => {
  await page.goto('/summitt/ganesha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ganesh Chaturthi has ended');
  await expect(page.getByText('Ganpati Bappa Morya! Happy Ganesh Chaturthi from all of us.')).toHaveCount(0);
  await expect(page.getByTestId('campaign-closed')).toContainText('This campaign has ended');
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  const refused = await page.request.post('/api/verify-whatsapp-otp', {
    data: { phone: '9845012345', phoneNumber: '+919845012345', otp: '123456', role: 'Tenant', ownerInterests: [], campaign: 'ganesha' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ success: false, message: 'This campaign has ended.' });
  // Nor is a code sent for it: the cheapest way to have us WhatsApp a stranger is closed.
  const notSent = await page.request.post('/api/send-whatsapp-otp', { data: { phone: '9845012345', phoneNumber: '+919845012345', countryCode: '+91', campaign: 'ganesha' } });
  expect(notSent.status()).toBe(409);
  expect(await notSent.json()).toMatchObject({ success: false, message: 'This campaign has ended.' });
});

test("the festival number field takes '098450 12345' and '98450-12345' as 9845012345", async ({ page }) => {
  const festival = new FestivalPage(page);
  await festival.open(await liveCampaign());
  await festival.getStarted();
  await festival.chooseRole('Buyer');
  const field = festival.drawer.getByLabel('WhatsApp number');
  for (const pasted of ['098450 12345', '98450-12345', '+91 98450 12345']) {
    await field.fill(pasted);
    await expect(field).toHaveValue('9845012345');
  }
});

test('back closes the lead drawer and keeps the chosen role and typed phone', async ({ page }) => {
  const slug = await liveCampaign();
  const festival = new FestivalPage(page);
  await festival.open(slug);
  await festival.getStarted();
  await festival.chooseRole('Tenant');
  await festival.drawer.getByLabel('WhatsApp number').fill('98450 12345');
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveValue('9845012345');

  await page.goBack();
  await expect(festival.drawer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/summitt/${slug}$`));

  await festival.getStarted();
  await expect(festival.drawer.getByRole('radio', { name: /Tenant/ })).toBeChecked();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveValue('9845012345');

  // Closed with the X, the same.
  await festival.drawer.getByRole('button', { name: 'Close' }).click();
  await expect(festival.drawer).toHaveCount(0);
  await festival.getStarted();
  await expect(festival.drawer.getByRole('radio', { name: /Tenant/ })).toBeChecked();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveValue('9845012345');
});
