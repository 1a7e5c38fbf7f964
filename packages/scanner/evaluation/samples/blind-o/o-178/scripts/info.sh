#!/bin/bash
T=$(curl -s -X PUT http://169.254.169.254/latest/api/token -H 'X-aws-ec2-metadata-token-ttl-seconds: 60')
for k in instance-id instance-type placement/region; do
  printf '%s: %s\n' "$k" "$(curl -s -H "X-aws-ec2-metadata-token: $T" http://169.254.169.254/latest/meta-data/$k)"
done
