args <- commandArgs(trailingOnly = TRUE)
df <- read.csv(args[1])
print(summary(df))
print(colSums(is.na(df)))
dir.create("eda", showWarnings = FALSE)
for (col in names(df)[sapply(df, is.numeric)]) {
  png(file.path("eda", paste0(col, ".png"))); hist(df[[col]], main = col); dev.off()
}
