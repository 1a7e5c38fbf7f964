import os, sys
from openai import OpenAI
client = OpenAI(api_key=os.environ['OPENAI_API_KEY'])
f = client.files.create(file=open(sys.argv[1], 'rb'), purpose='batch')
b = client.batches.create(input_file_id=f.id, endpoint='/v1/chat/completions', completion_window='24h')
print(b.id)
