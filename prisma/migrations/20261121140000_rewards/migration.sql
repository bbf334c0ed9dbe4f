-- CreateTable
CREATE TABLE "Bonus" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "maxReceived" INTEGER NOT NULL,
    "percentFail" REAL NOT NULL,
    "amount" INTEGER NOT NULL,
    "banners" TEXT NOT NULL DEFAULT '[]',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "UserBonus" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "bonusCode" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserBonus_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserBonus_bonusCode_fkey" FOREIGN KEY ("bonusCode") REFERENCES "Bonus" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BonusReceipt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userBonusId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BonusReceipt_userBonusId_fkey" FOREIGN KEY ("userBonusId") REFERENCES "UserBonus" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Promotion" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "description" TEXT NOT NULL,
    "percentFail" REAL NOT NULL,
    "amount" INTEGER NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "PromotionUse" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "promotionCode" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromotionUse_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PromotionUse_promotionCode_fkey" FOREIGN KEY ("promotionCode") REFERENCES "Promotion" ("code") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InviteRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "inviterId" INTEGER NOT NULL,
    "fromMemberId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InviteRecord_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InviteRecord_fromMemberId_fkey" FOREIGN KEY ("fromMemberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RefundLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "refundAmount" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RefundLog_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Member" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sourceCode" TEXT,
    "inviteCode" TEXT,
    "inviterId" INTEGER,
    "bankCode" TEXT NOT NULL,
    "bankAccountName" TEXT NOT NULL,
    "bankAccountNo" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'BAHT',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "coin" INTEGER NOT NULL DEFAULT 0,
    "walletBalance" INTEGER NOT NULL DEFAULT 0,
    "inviteBalance" INTEGER NOT NULL DEFAULT 0,
    "refundAccrued" INTEGER NOT NULL DEFAULT 0,
    "refundBalance" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Member_bankCode_fkey" FOREIGN KEY ("bankCode") REFERENCES "Bank" ("code") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Member" ("bankAccountName", "bankAccountNo", "bankCode", "coin", "createdAt", "currency", "id", "inviteCode", "inviterId", "isActive", "name", "passwordHash", "sourceCode", "username", "walletBalance") SELECT "bankAccountName", "bankAccountNo", "bankCode", "coin", "createdAt", "currency", "id", "inviteCode", "inviterId", "isActive", "name", "passwordHash", "sourceCode", "username", "walletBalance" FROM "Member";
DROP TABLE "Member";
ALTER TABLE "new_Member" RENAME TO "Member";
CREATE UNIQUE INDEX "Member_username_key" ON "Member"("username");
CREATE UNIQUE INDEX "Member_bankCode_bankAccountNo_key" ON "Member"("bankCode", "bankAccountNo");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "UserBonus_memberId_isActive_idx" ON "UserBonus"("memberId", "isActive");

-- CreateIndex
CREATE UNIQUE INDEX "UserBonus_memberId_bonusCode_key" ON "UserBonus"("memberId", "bonusCode");

-- CreateIndex
CREATE INDEX "BonusReceipt_userBonusId_createdAt_idx" ON "BonusReceipt"("userBonusId", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionUse_memberId_createdAt_idx" ON "PromotionUse"("memberId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionUse_memberId_promotionCode_key" ON "PromotionUse"("memberId", "promotionCode");

-- CreateIndex
CREATE INDEX "InviteRecord_inviterId_createdAt_idx" ON "InviteRecord"("inviterId", "createdAt");

-- CreateIndex
CREATE INDEX "RefundLog_memberId_createdAt_idx" ON "RefundLog"("memberId", "createdAt");

