import base64, os, sys
import anthropic

img = base64.standard_b64encode(open(sys.argv[1], "rb").read()).decode()
client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
msg = client.messages.create(model="claude-sonnet-4-5", max_tokens=200, messages=[{"role": "user", "content": [
    {"type": "image", "source": {"type": "base64", "media_type": "image/jpeg", "data": img}},
    {"type": "text", "text": "Caption this image in one sentence."}]}])
print(msg.content[0].text)
