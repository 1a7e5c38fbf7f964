#!/bin/bash
psql "$DATABASE_URL" -c 'DROP DATABASE IF EXISTS app_production;'
redis-cli -u "$REDIS_URL" FLUSHALL
