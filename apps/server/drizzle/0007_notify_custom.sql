-- One message per recipient, channel and de-duplication key (record + event + day): reruns of the
-- reminder jobs and repeated calls insert nothing new.
CREATE UNIQUE INDEX "notify_message_dedupe_uq" ON "notify_message" ("tenant_id", "receiver_id", "channel", "dedupe_key") WHERE "dedupe_key" IS NOT NULL;--> statement-breakpoint
-- The bell and "my messages": a user's site messages newest first, and the unread count.
CREATE INDEX "notify_message_mine_idx" ON "notify_message" ("receiver_id", "channel", "send_time" DESC) WHERE "is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "notify_message_unread_idx" ON "notify_message" ("receiver_id", "channel") WHERE "is_deleted" = 0 AND "read_flag" = false;
