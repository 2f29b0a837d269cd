// The festival lead flow's state machine and checks (spec discovery-and-login.md 4, 5).
import { detailsProblem, initialLeadFlow, leadFlowReducer, leadStage, otpProblem, showsInterests, showsPhone, type LeadFlowAction, type LeadFlowState } from '@/lib/leads/lead-flow';

const run = (...actions: LeadFlowAction[]) => actions.reduce(leadFlowReducer, initialLeadFlow);

test('role -> interests (owners) -> phone -> code -> done', () => {
  let state: LeadFlowState = initialLeadFlow;
  expect(leadStage(state)).toBe('role');
  expect(showsPhone(state)).toBe(false);

  state = leadFlowReducer(state, { type: 'chooseRole', role: 'Property Owner' });
  expect(leadStage(state)).toBe('interests');
  expect(showsInterests(state)).toBe(true);
  expect(showsPhone(state)).toBe(false);

  state = leadFlowReducer(state, { type: 'toggleInterest', interest: 'sell' });
  state = leadFlowReducer(state, { type: 'toggleInterest', interest: 'rent' });
  expect(state.interests).toEqual(['rent', 'sell']);
  expect(leadStage(state)).toBe('phone');
  expect(showsPhone(state)).toBe(true);

  state = leadFlowReducer(state, { type: 'typePhone', value: '98765 43210' });
  expect(state.phone).toBe('9876543210');
  state = leadFlowReducer(state, { type: 'codeSent' });
  expect(leadStage(state)).toBe('code');
  state = leadFlowReducer(state, { type: 'typeOtp', value: '12a3456789' });
  expect(state.otp).toBe('123456');
  state = leadFlowReducer(state, { type: 'verified' });
  expect(leadStage(state)).toBe('done');
});

test('tenants and buyers go straight from the role to the phone', () => {
  for (const role of ['Tenant', 'Buyer'] as const) {
    const state = run({ type: 'chooseRole', role });
    expect(leadStage(state)).toBe('phone');
    expect(showsInterests(state)).toBe(false);
  }
});

test('the phone form hides again when an owner unticks the last interest', () => {
  const state = run({ type: 'chooseRole', role: 'Property Owner' }, { type: 'toggleInterest', interest: 'know' }, { type: 'toggleInterest', interest: 'know' });
  expect(state.interests).toEqual([]);
  expect(showsPhone(state)).toBe(false);
});

test('switching away from owner drops the interests; tenants cannot tick any', () => {
  const state = run({ type: 'chooseRole', role: 'Property Owner' }, { type: 'toggleInterest', interest: 'rent' }, { type: 'chooseRole', role: 'Tenant' }, { type: 'toggleInterest', interest: 'sell' });
  expect(state.interests).toEqual([]);
});

test('Resend clears the code and stays on the code step; Back returns to the phone step with details kept', () => {
  const onCode = run({ type: 'chooseRole', role: 'Buyer' }, { type: 'typePhone', value: '9876543210' }, { type: 'codeSent' }, { type: 'typeOtp', value: '1234' });
  const resent = leadFlowReducer(onCode, { type: 'codeResent' });
  expect(resent).toMatchObject({ step: 'code', otp: '' });
  const back = leadFlowReducer(onCode, { type: 'back' });
  expect(back).toMatchObject({ step: 'details', otp: '', role: 'Buyer', phone: '9876543210' });
  expect(leadStage(back)).toBe('phone');
});

test('the phone keeps digits only, at most 10, and drops a pasted +91', () => {
  expect(run({ type: 'typePhone', value: '+91 98765-43210' }).phone).toBe('9876543210');
  expect(run({ type: 'typePhone', value: '98765432109999' }).phone).toBe('9876543210');
  expect(run({ type: 'typePhone', value: 'abc' }).phone).toBe('');
});

test('the code is typed only on the code step', () => {
  expect(run({ type: 'typeOtp', value: '123456' }).otp).toBe('');
});

test('Send OTP checks, in the spec order, with its messages', () => {
  expect(detailsProblem(initialLeadFlow)).toEqual({ title: 'Missing Information', description: 'Please fill in all required fields.' });
  expect(detailsProblem(run({ type: 'chooseRole', role: 'Tenant' }))).toEqual({ title: 'Missing Information', description: 'Please fill in all required fields.' });
  expect(detailsProblem(run({ type: 'chooseRole', role: 'Property Owner' }, { type: 'typePhone', value: '9876543210' }))).toEqual({
    title: 'Missing Information',
    description: 'Please select at least one interest as a property owner.',
  });
  expect(detailsProblem(run({ type: 'chooseRole', role: 'Buyer' }, { type: 'typePhone', value: '98765' }))).toEqual({
    title: 'Invalid Phone Number',
    description: 'Please enter a valid 10-digit Indian mobile number.',
  });
  expect(detailsProblem(run({ type: 'chooseRole', role: 'Buyer' }, { type: 'typePhone', value: '9876543210' }))).toBeNull();
});

test("Verify needs exactly 6 digits: 'Invalid OTP' / 'Please enter a 6-digit OTP.'", () => {
  for (const otp of ['', '12345', '12345a']) expect(otpProblem(otp)).toEqual({ title: 'Invalid OTP', description: 'Please enter a 6-digit OTP.' });
  expect(otpProblem('123456')).toBeNull();
});

test('reset starts over', () => {
  expect(leadFlowReducer(run({ type: 'chooseRole', role: 'Buyer' }, { type: 'codeSent' }), { type: 'reset' })).toEqual(initialLeadFlow);
});
