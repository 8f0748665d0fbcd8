-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ToolApproval" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "connectionId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "localName" TEXT NOT NULL,
    "definitionHash" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "classification" TEXT NOT NULL DEFAULT 'unknown',
    "decidedBy" TEXT,
    "decidedAt" DATETIME,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ToolApproval_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "Connection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ToolApproval" ("classification", "connectionId", "decidedAt", "decidedBy", "definitionHash", "id", "localName", "status", "tenantId") SELECT "classification", "connectionId", "decidedAt", "decidedBy", "definitionHash", "id", "localName", "status", "tenantId" FROM "ToolApproval";
DROP TABLE "ToolApproval";
ALTER TABLE "new_ToolApproval" RENAME TO "ToolApproval";
CREATE UNIQUE INDEX "ToolApproval_connectionId_localName_key" ON "ToolApproval"("connectionId", "localName");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

