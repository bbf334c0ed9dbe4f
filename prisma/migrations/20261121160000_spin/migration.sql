-- CreateTable
CREATE TABLE "SpinWheel" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SpinSlice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "wheelId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "bgColor" TEXT NOT NULL,
    "textColor" TEXT NOT NULL,
    "htmlDescription" TEXT NOT NULL DEFAULT '',
    "kind" TEXT NOT NULL,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "bonusCode" TEXT,
    "weight" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "SpinSlice_wheelId_fkey" FOREIGN KEY ("wheelId") REFERENCES "SpinWheel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SpinCoupon" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "memberId" INTEGER NOT NULL,
    "sliceCode" TEXT NOT NULL,
    "prizeName" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'claimable',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "claimedAt" DATETIME,
    CONSTRAINT "SpinCoupon_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SpinSlice_code_key" ON "SpinSlice"("code");

-- CreateIndex
CREATE INDEX "SpinSlice_wheelId_sortOrder_idx" ON "SpinSlice"("wheelId", "sortOrder");

-- CreateIndex
CREATE INDEX "SpinCoupon_memberId_status_createdAt_idx" ON "SpinCoupon"("memberId", "status", "createdAt");

