// The festival campaign at a phone viewport (issue 12): Get Started, an owner with two interests, the phone,
// the WhatsApp code from the outbox, the success toast, the drawer closed, and the lead in the operator export.
import { expect, test } from './fixtures';
import { toast } from './pages/auth-sheet';
import { exportLeads, FestivalPage, whatsappCode } from './pages/festival-page';

test('an owner joins the festival campaign with a WhatsApp code', async ({ page, outbox }) => {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const festival = new FestivalPage(page);
  await festival.open();
  await expect(page).toHaveTitle(/Ganesh Chaturthi/);
  await expect(page.getByText(/We manage 200\+ homes in/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Embassy Royal Pavilion' })).toHaveAttribute('href', '/society/Embassy-Royal-Pavilion');

  await festival.getStarted();
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveCount(0);
  await festival.chooseRole('Property Owner');
  await expect(festival.drawer.getByLabel('WhatsApp number')).toHaveCount(0);
  await festival.tickInterest('Rent out my property');
  await festival.tickInterest('Get my property managed');

  await festival.sendOtp(phone);
  await expect(toast(page, 'OTP Sent')).toContainText(`OTP sent to +91 ${phone} via WhatsApp`);
  const code = await whatsappCode(outbox, phone);

  await festival.verify(code);
  await expect(toast(page, 'Welcome!')).toContainText('Thanks for joining us this Ganesh Chaturthi!');
  await expect(festival.drawer).toHaveCount(0);

  const csv = await exportLeads(['--campaign', 'ganesha']);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('campaign,phone,role,owner_interests,verified_at_ist,first_joined_at_ist');
  const row = lines.find((line) => line.includes(`,${phone},`));
  expect(row).toMatch(new RegExp(`^ganesha,${phone},Property Owner,Rent out my property; Get my property managed,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} IST,`));
});

test('a wrong code is refused and the drawer stays open; Back returns to the phone', async ({ page, outbox }) => {
  const phone = `8${String(Date.now()).slice(-9)}`;
  const festival = new FestivalPage(page);
  await festival.open();
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
