-- CreateTable
CREATE TABLE "TurnLease" (
    "id" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TurnLease_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TurnLease_tenantId_slot_key" ON "TurnLease"("tenantId", "slot");
