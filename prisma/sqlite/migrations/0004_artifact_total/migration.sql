-- AlterTable
ALTER TABLE "Artifact" ADD COLUMN "totalCount" INTEGER;
