-- No balance ever goes below zero, whoever writes it: an update that would leave one negative
-- is aborted with MONEY_NOT_ENOUGH, and the transaction it belongs to is rolled back by its
-- caller. The ledger's one-batch transfer relies on this instead of reading the balance first.
CREATE TRIGGER "Member_balances_not_negative"
BEFORE UPDATE OF "walletBalance", "inviteBalance", "refundAccrued", "refundBalance", "coin" ON "Member"
WHEN NEW."walletBalance" < 0 OR NEW."inviteBalance" < 0 OR NEW."refundAccrued" < 0
  OR NEW."refundBalance" < 0 OR NEW."coin" < 0
BEGIN
    SELECT RAISE(ABORT, 'MONEY_NOT_ENOUGH');
END;

CREATE TRIGGER "GameAccount_balance_not_negative"
BEFORE UPDATE OF "balance" ON "GameAccount"
WHEN NEW."balance" < 0
BEGIN
    SELECT RAISE(ABORT, 'MONEY_NOT_ENOUGH');
END;
