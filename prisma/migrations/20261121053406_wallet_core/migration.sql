-- CreateTable
CREATE TABLE "GameProvider" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "logo" TEXT NOT NULL,
    "background" TEXT NOT NULL,
    "ftWalletSlot" REAL NOT NULL DEFAULT 1,
    "web" TEXT,
    "android" TEXT,
    "ios" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "failTransfersIn" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "GameAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "providerCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GameAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GameAccount_providerCode_fkey" FOREIGN KEY ("providerCode") REFERENCES "GameProvider" ("code") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Statement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "statementType" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "from" TEXT,
    "to" TEXT,
    "amount" INTEGER NOT NULL,
    "bonusDescription" TEXT,
    "promotionDescription" TEXT,
    "inviteDescription" TEXT,
    "refundDescription" TEXT,
    "luckydrawDescription" TEXT,
    "requestId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Statement_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GameAccount_memberId_providerCode_key" ON "GameAccount"("memberId", "providerCode");

-- CreateIndex
CREATE UNIQUE INDEX "GameAccount_providerCode_username_key" ON "GameAccount"("providerCode", "username");

-- CreateIndex
CREATE INDEX "Statement_memberId_createdAt_idx" ON "Statement"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "Statement_statementType_status_idx" ON "Statement"("statementType", "status");

