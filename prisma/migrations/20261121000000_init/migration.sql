-- CreateTable
CREATE TABLE "Bank" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "nameTH" TEXT NOT NULL,
    "nameEN" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'BANK',
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Source" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "description" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "Member" (
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Member_bankCode_fkey" FOREIGN KEY ("bankCode") REFERENCES "Bank" ("code") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tokenHash" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "Session_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Otp" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phoneNumber" TEXT NOT NULL,
    "otpRef" TEXT NOT NULL,
    "otpToken" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "verifiedAt" DATETIME,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "DepositAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'BANK',
    "bankCode" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'AUTO',
    "bankAccountName" TEXT NOT NULL,
    "bankAccountNo" TEXT NOT NULL,
    "walletAccountName" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'BAHT',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "DepositAccount_bankCode_fkey" FOREIGN KEY ("bankCode") REFERENCES "Bank" ("code") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Member_username_key" ON "Member"("username");

-- CreateIndex
CREATE UNIQUE INDEX "Member_bankCode_bankAccountNo_key" ON "Member"("bankCode", "bankAccountNo");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "Otp_otpToken_key" ON "Otp"("otpToken");

-- CreateIndex
CREATE INDEX "Otp_phoneNumber_idx" ON "Otp"("phoneNumber");

