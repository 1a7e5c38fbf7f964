import sys
from PIL import Image, ImageDraw

image = Image.open(sys.argv[1]).convert("RGBA")
draw = ImageDraw.Draw(image)
x, y = int(sys.argv[3]), int(sys.argv[4])
draw.line([(x - 60, y - 60), (x, y)], fill=(230, 40, 40, 255), width=6)
draw.text((x - 60, y - 80), sys.argv[2], fill=(230, 40, 40, 255))
image.save(sys.argv[1].replace(".png", "-annotated.png"))
