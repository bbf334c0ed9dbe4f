-- A Lao name for the banks that have one (issue 35 §3): Lao screens show it, else the Thai name.
ALTER TABLE "Bank" ADD COLUMN "nameLO" TEXT;
