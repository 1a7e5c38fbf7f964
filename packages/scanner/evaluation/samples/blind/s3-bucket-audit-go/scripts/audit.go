package main

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

func main() {
	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		panic(err)
	}
	c := s3.NewFromConfig(cfg)
	out, err := c.ListBuckets(ctx, &s3.ListBucketsInput{})
	if err != nil {
		panic(err)
	}
	for _, b := range out.Buckets {
		pab, err := c.GetPublicAccessBlock(ctx, &s3.GetPublicAccessBlockInput{Bucket: b.Name})
		blocked := err == nil && pab.PublicAccessBlockConfiguration != nil && *pab.PublicAccessBlockConfiguration.BlockPublicAcls
		fmt.Printf("%-40s public-access-block=%v\n", *b.Name, blocked)
	}
}
