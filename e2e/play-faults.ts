// The refusals of a Play press, each with the message the game dialog must show (SPEC §2 slot
// dialog, §8): the browser's spec (e2e/play-errors.spec.ts, with JavaScript) and the document
// test (tests/document/play-errors.test.ts, without) press Play against each.
export const PLAY_FAULTS = [
  {
    name: 'the transfer into the game fails',
    fault: { method: 'POST', path: '/api/wallet/transfer', code: 'TRANSFER_FAIL' },
    text: 'โยกเงินไม่สำเร็จ ระบบคืนเงินเข้ากระเป๋าแล้ว',
  },
  {
    name: 'the wallet has not enough money',
    fault: { method: 'POST', path: '/api/wallet/transfer', code: 'MONEY_NOT_ENOUGH' },
    text: 'ยอดเงินไม่เพียงพอ',
  },
  {
    name: 'the auto-login call fails',
    fault: { method: 'GET', path: '/api/autoLogin/pg/:username', code: 'LOGIN_FAIL' },
    text: 'ไม่สามารถเข้าสู่ระบบได้ในขณะนี้',
    // the transfer went through before the game would not open: where the money is now
    moved: 'ยอด 120.00 บาท อยู่ใน PG Soft แล้ว แต่เปิดเกมไม่ได้',
  },
]
