-- CreateTable
CREATE TABLE "Tenant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Project" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Project_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Membership" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Membership_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProjectAccess" (
    "membershipId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,

    PRIMARY KEY ("membershipId", "projectId"),
    CONSTRAINT "ProjectAccess_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProjectAccess_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Conversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "selectionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "parts" JSONB NOT NULL,
    "turnId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Message_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AppSetting" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedBy" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SettingChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "oldValue" JSONB,
    "newValue" JSONB NOT NULL,
    "actorId" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT,
    "projectId" TEXT,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL DEFAULT '',
    "outcome" TEXT NOT NULL DEFAULT 'ok',
    "reason" TEXT NOT NULL DEFAULT '',
    "data" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Connection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "secrets" JSONB,
    "trusted" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'new',
    "lastError" TEXT,
    "lastSyncAt" DATETIME,
    "catalog" JSONB,
    "catalogHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ToolApproval" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "connectionId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "localName" TEXT NOT NULL,
    "definitionHash" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "classification" TEXT NOT NULL DEFAULT 'unknown',
    "decidedBy" TEXT,
    "decidedAt" DATETIME,
    CONSTRAINT "ToolApproval_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "Connection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "KbDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "KbChunk" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "documentId" TEXT NOT NULL,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "ord" INTEGER NOT NULL,
    "section" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    CONSTRAINT "KbChunk_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "KbDocument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Artifact" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "turnId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'table',
    "entity" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sourceTool" TEXT NOT NULL,
    "args" JSONB NOT NULL,
    "columns" JSONB NOT NULL,
    "identityFields" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "snapshotHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Selection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "artifactId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "entity" TEXT NOT NULL,
    "sourceTool" TEXT NOT NULL,
    "identityFields" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "label" TEXT NOT NULL,
    "clearedAt" DATETIME,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Turn" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "snapshotHash" TEXT NOT NULL,
    "snapshotCount" INTEGER NOT NULL,
    "snapshotBytes" INTEGER NOT NULL,
    "route" JSONB,
    "plans" JSONB,
    "validation" JSONB,
    "corrections" INTEGER NOT NULL DEFAULT 0,
    "evidence" JSONB,
    "timings" JSONB,
    "promptBytes" INTEGER NOT NULL DEFAULT 0,
    "tokens" INTEGER,
    "externalCalls" INTEGER NOT NULL DEFAULT 0,
    "suspended" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ShadowReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "turnId" TEXT NOT NULL,
    "agreement" BOOLEAN NOT NULL,
    "invalidPlan" BOOLEAN NOT NULL DEFAULT false,
    "fallback" BOOLEAN NOT NULL DEFAULT false,
    "prematureInsufficientAvoided" BOOLEAN NOT NULL DEFAULT false,
    "shadowCalls" INTEGER NOT NULL DEFAULT 0,
    "candidates" INTEGER NOT NULL DEFAULT 0,
    "data" JSONB NOT NULL,
    "review" TEXT,
    "reviewNote" TEXT,
    "reviewerId" TEXT,
    "reviewedAt" DATETIME,
    "liveDataLabel" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "Tenant_slug_key" ON "Tenant"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Project_tenantId_slug_key" ON "Project"("tenantId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Membership_userId_tenantId_key" ON "Membership"("userId", "tenantId");

-- CreateIndex
CREATE INDEX "Conversation_tenantId_projectId_userId_updatedAt_idx" ON "Conversation"("tenantId", "projectId", "userId", "updatedAt");

-- CreateIndex
CREATE INDEX "Message_tenantId_projectId_idx" ON "Message"("tenantId", "projectId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_conversationId_seq_key" ON "Message"("conversationId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "AppSetting_tenantId_key_key" ON "AppSetting"("tenantId", "key");

-- CreateIndex
CREATE INDEX "SettingChange_tenantId_key_createdAt_idx" ON "SettingChange"("tenantId", "key", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_tenantId_createdAt_idx" ON "AuditEvent"("tenantId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_tenantId_kind_createdAt_idx" ON "AuditEvent"("tenantId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Connection_tenantId_projectId_slug_key" ON "Connection"("tenantId", "projectId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "ToolApproval_connectionId_localName_key" ON "ToolApproval"("connectionId", "localName");

-- CreateIndex
CREATE UNIQUE INDEX "KbDocument_tenantId_projectId_slug_key" ON "KbDocument"("tenantId", "projectId", "slug");

-- CreateIndex
CREATE INDEX "KbChunk_tenantId_projectId_idx" ON "KbChunk"("tenantId", "projectId");

-- CreateIndex
CREATE INDEX "Artifact_tenantId_projectId_conversationId_idx" ON "Artifact"("tenantId", "projectId", "conversationId");

-- CreateIndex
CREATE INDEX "Selection_tenantId_projectId_conversationId_idx" ON "Selection"("tenantId", "projectId", "conversationId");

-- CreateIndex
CREATE UNIQUE INDEX "Selection_conversationId_version_key" ON "Selection"("conversationId", "version");

-- CreateIndex
CREATE INDEX "Turn_tenantId_projectId_createdAt_idx" ON "Turn"("tenantId", "projectId", "createdAt");

-- CreateIndex
CREATE INDEX "Turn_conversationId_idx" ON "Turn"("conversationId");

-- CreateIndex
CREATE UNIQUE INDEX "ShadowReport_turnId_key" ON "ShadowReport"("turnId");

-- CreateIndex
CREATE INDEX "ShadowReport_tenantId_projectId_createdAt_idx" ON "ShadowReport"("tenantId", "projectId", "createdAt");

-- Knowledge-base full-text search (SQLite FTS5), kept in step with KbChunk by triggers.
CREATE VIRTUAL TABLE "KbChunkFts" USING fts5(
    "chunkId" UNINDEXED, "tenantId" UNINDEXED, "projectId" UNINDEXED, "section", "text",
    tokenize = 'porter unicode61'
);
CREATE TRIGGER "KbChunk_ai" AFTER INSERT ON "KbChunk" BEGIN
    INSERT INTO "KbChunkFts" ("chunkId", "tenantId", "projectId", "section", "text")
    VALUES (new."id", new."tenantId", new."projectId", new."section", new."text");
END;
CREATE TRIGGER "KbChunk_ad" AFTER DELETE ON "KbChunk" BEGIN
    DELETE FROM "KbChunkFts" WHERE "chunkId" = old."id";
END;
